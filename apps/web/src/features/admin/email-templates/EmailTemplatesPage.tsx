// /settings/emailtemplates (permission admin.emailTemplates): the e-mails the product sends, with their
// subject and when they last changed; Edit opens the template's editor.
import type { EmailTemplateView } from '@leadsignal/contracts';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useListEmailTemplatesQuery } from './api';
import { EmailTemplateEditor } from './EmailTemplateEditor';
import { formatDate } from '../../../lib/format';
import { EMAIL_TEMPLATE_NAMES } from './names';
import { actionsColumn } from '../../../components/RowActions';

export function EmailTemplatesPage() {
  const templates = useListEmailTemplatesQuery();
  const [editing, setEditing] = useState<EmailTemplateView | null>(null);

  const columns: DataTableColumn<EmailTemplateView>[] = [
    {
      id: 'email',
      header: 'E-mail',
      cell: (template) => (
        <>
          {EMAIL_TEMPLATE_NAMES[template.key]}
          <div className="small text-muted">{template.description}</div>
        </>
      ),
    },
    { id: 'subject', header: 'Subject', cell: (template) => template.subject },
    {
      id: 'updated',
      header: 'Last changed',
      className: 'text-nowrap',
      cell: (template) => <time dateTime={template.updatedOn}>{formatDate(template.updatedOn)}</time>,
    },
    actionsColumn((template) => [
      { label: 'Edit', ariaLabel: `Edit ${EMAIL_TEMPLATE_NAMES[template.key]}`, onClick: () => setEditing(template) },
    ]),
  ];

  return (
    <section aria-labelledby="email-templates-title">
      <h1 id="email-templates-title" className="h3 mb-2">
        E-mail Templates
      </h1>
      <p className="text-secondary">
        The e-mails the product sends. In a template, <code>{'{{name}}'}</code> puts in a value such as the
        recipient&apos;s first name, made safe to show as text; <code>{'{{{name}}}'}</code> puts in HTML the product
        builds itself, such as the list of a digest, and is only offered where an e-mail has such a value.
      </p>
      <DataTable
        id="email-templates"
        label="E-mail templates"
        columns={columns}
        rows={templates.data ?? []}
        rowKey={(template) => template.key}
        loading={templates.isLoading}
      />
      {editing && <EmailTemplateEditor key={editing.key} template={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
