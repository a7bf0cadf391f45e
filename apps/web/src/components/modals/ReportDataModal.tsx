// Report a row as inaccurate (spec §2 Report Alerts, §5 details required, §8 messages): the type and the
// details, checked with the contract's schema.
import { createReportRequestSchema, REPORT_TYPES, UI_MESSAGES, type CreateReportRequest } from '@leadsignal/contracts';
import { z } from 'zod';
import { notifyError, notifySuccess } from '../../lib/toast';
import { FormModal, SelectField, TextField } from '../forms';
import { useCreateReportMutation } from './report-data-api';

const reportFormSchema = z.object({
  type: createReportRequestSchema.shape.type,
  details: createReportRequestSchema.shape.details,
});

export interface ReportDataModalProps {
  show: boolean;
  /** The kind's report title (its manifest's labels.reportTitle): "Report Alerts". */
  title: string;
  reportedSource: CreateReportRequest['reportedSource'];
  /** The reported row's id. */
  reportedSourceId: string | null;
  onHide: () => void;
}

export function ReportDataModal({ show, title, reportedSource, reportedSourceId, onHide }: ReportDataModalProps) {
  const [createReport] = useCreateReportMutation();
  return (
    <FormModal
      id="report"
      title={title}
      show={show && reportedSourceId !== null}
      onHide={onHide}
      schema={reportFormSchema}
      defaultValues={{ type: REPORT_TYPES[0].value, details: '' }}
      submitLabel="Submit"
      onSubmit={async (values) => {
        if (!reportedSourceId) return;
        const outcome = await createReport({ reportedSourceId, reportedSource, ...values });
        // Spec §7: any truthy answer means success.
        if ('data' in outcome && outcome.data) {
          notifySuccess(UI_MESSAGES.reportSubmitted);
          onHide();
        } else notifyError(UI_MESSAGES.reportFailed);
      }}
    >
      {(form) => (
        <>
          <SelectField form={form} name="type" label="Type" options={REPORT_TYPES} numeric />
          <TextField
            form={form}
            name="details"
            label="Details"
            rows={4}
            maxLength={5000}
            placeholder="What is inaccurate?"
            className=""
            required
          />
        </>
      )}
    </FormModal>
  );
}
