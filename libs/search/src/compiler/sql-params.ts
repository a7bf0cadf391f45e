// Numbered placeholders for raw SQL: every value a user sends becomes $n, never part of the SQL text.

export class SqlParams {
  private readonly values: unknown[] = [];

  /** Starts after the placeholders a caller already used (e.g. a user id bound before the criteria). */
  constructor(initial: readonly unknown[] = []) {
    this.values.push(...initial);
  }

  /** Binds a value and answers its placeholder, e.g. `$3`. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** The values in placeholder order, for `dataSource.query(sql, params.list())`. */
  list(): unknown[] {
    return [...this.values];
  }

  /** A copy to bind more values to (e.g. the page) without changing this one. */
  clone(): SqlParams {
    return new SqlParams(this.values);
  }

  get length(): number {
    return this.values.length;
  }
}
