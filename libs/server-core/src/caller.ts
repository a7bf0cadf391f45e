/** Who a shared service acts for: the signed-in user (the API's AuthUser satisfies it) or a job's owner. */
export interface UserRef {
  id: string;
}
