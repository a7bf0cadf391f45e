// Import CSV (spec §2, §5): step one, choose a .csv file and the header of the column to use; step two,
// pick values of that column from a paged list (10 or 20 per page) and import them into the field.
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { DataTable } from '../DataTable';
import { columnValues, readCsvFile, type CsvTable } from './read-csv';
import { formatNumber } from '../../lib/format';

export const IMPORT_PAGE_SIZES = [10, 20] as const;

export interface ImportCsvModalProps {
  show: boolean;
  /** The field being filled, e.g. "Company Name". */
  fieldName: string;
  onHide: () => void;
  /** The values picked in step two, in list order. */
  onImport: (values: string[]) => void;
}

export function ImportCsvModal({ show, fieldName, onHide, onImport }: ImportCsvModalProps) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="import-csv-title" size="lg">
      <Modal.Header closeButton>
        <Modal.Title id="import-csv-title">Import CSV</Modal.Title>
      </Modal.Header>
      {/* Mounted only while shown, so every opening starts again at step one. */}
      {show && <ImportSteps fieldName={fieldName} onCancel={onHide} onImport={onImport} />}
    </Modal>
  );
}

interface ImportStepsProps {
  fieldName: string;
  onCancel: () => void;
  onImport: (values: string[]) => void;
}

function ImportSteps({ fieldName, onCancel, onImport }: ImportStepsProps) {
  const [table, setTable] = useState<CsvTable | null>(null);
  const [header, setHeader] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [step, setStep] = useState<1 | 2>(1);

  const chooseFile = async (file: File | undefined) => {
    setTable(null);
    setHeader('');
    setProblem(null);
    if (!file) return;
    setReading(true);
    const result = await readCsvFile(file);
    setReading(false);
    if (result.ok) setTable(result.table);
    else setProblem(result.reason);
  };

  if (step === 2 && table) {
    return (
      <PickValues
        fieldName={fieldName}
        header={header}
        values={columnValues(table, header)}
        onBack={() => setStep(1)}
        onImport={onImport}
      />
    );
  }

  return (
    <>
      <Modal.Body>
        <p className="text-muted small">
          Choose a .csv file whose first row names its columns, then the column that holds the {fieldName} values.
        </p>
        <Form.Group className="mb-3" controlId="import-csv-file">
          <Form.Label>CSV file</Form.Label>
          <Form.Control
            type="file"
            accept=".csv,text/csv"
            isInvalid={Boolean(problem)}
            aria-describedby={problem ? 'import-csv-problem' : undefined}
            onChange={(event) => void chooseFile((event.target as HTMLInputElement).files?.[0])}
          />
          {problem && (
            <Form.Control.Feedback type="invalid" id="import-csv-problem" role="alert">
              {problem}
            </Form.Control.Feedback>
          )}
          {reading && <Form.Text>Reading the file...</Form.Text>}
        </Form.Group>
        <Form.Group controlId="import-csv-header">
          <Form.Label>Header for {fieldName}</Form.Label>
          <Form.Select value={header} disabled={!table} onChange={(event) => setHeader(event.target.value)}>
            <option value="">Choose a header</option>
            {table?.headers.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" disabled={!table || header === ''} onClick={() => setStep(2)}>
          Continue
        </Button>
      </Modal.Footer>
    </>
  );
}

interface PickValuesProps {
  fieldName: string;
  header: string;
  values: string[];
  onBack: () => void;
  onImport: (values: string[]) => void;
}

function PickValues({ fieldName, header, values, onBack, onImport }: PickValuesProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(IMPORT_PAGE_SIZES[0]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => values.map((value) => ({ id: value, value })), [values]);
  const pageRows = rows.slice((page - 1) * pageSize, page * pageSize);

  const change = (changed: readonly { value: string }[], on: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      for (const row of changed) {
        if (on) next.add(row.value);
        else next.delete(row.value);
      }
      return next;
    });
  };

  return (
    <>
      <Modal.Body>
        <p className="small text-muted mb-2">
          Values of the column “{header}” ({formatNumber(values.length)}, blank ones left out). Tick the {fieldName}{' '}
          values to import.
        </p>
        <DataTable
          id="import-csv-values"
          label={`Values of ${header}`}
          columns={[{ id: 'value', header, cell: (row) => row.value }]}
          rows={pageRows}
          selection={{
            isSelected: (row) => selected.has(row.value),
            onChange: change,
            rowLabel: (row) => row.value,
            count: selected.size,
          }}
          pagination={{
            page,
            pageSize,
            pageSizes: IMPORT_PAGE_SIZES,
            totalCount: rows.length,
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setPageSize(size);
              setPage(1);
            },
          }}
        />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onBack}>
          Back
        </Button>
        <Button
          variant="primary"
          disabled={selected.size === 0}
          onClick={() => onImport(values.filter((value) => selected.has(value)))}
        >
          Import
        </Button>
      </Modal.Footer>
    </>
  );
}
