import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { TagInputCriterion } from '../filters/TagInputCriterion';
import { ImportCsvModal } from './ImportCsvModal';
import { columnValues, CSV_ONLY_MESSAGE, NO_HEADER_MESSAGE, parseCsv } from './read-csv';

const csvFile = (text: string, name = 'companies.csv') => new File([text], name, { type: 'text/csv' });

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function renderModal() {
  const onImport = jest.fn();
  render(<ImportCsvModal show fieldName="Company Name" onHide={jest.fn()} onImport={onImport} />);
  return onImport;
}

describe('import CSV modal', () => {
  it('rejects a file that is not a .csv', async () => {
    renderModal();
    chooseFile(new File(['name\nAcme'], 'companies.xlsx'));
    expect(await screen.findByText(CSV_ONLY_MESSAGE)).toBeTruthy();
    expect((screen.getByLabelText('Header for Company Name') as HTMLSelectElement).disabled).toBe(true);
    expect(button('Continue').disabled).toBe(true);
  });

  it('needs a header chosen before continuing', async () => {
    renderModal();
    chooseFile(csvFile('name,website\nAcme,acme.com\n'));
    const header = (await screen.findByLabelText('Header for Company Name')) as HTMLSelectElement;
    await waitFor(() => expect(header.disabled).toBe(false));
    expect(
      within(header)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a header', 'name', 'website']);
    expect(button('Continue').disabled).toBe(true);
    fireEvent.change(header, { target: { value: 'name' } });
    expect(button('Continue').disabled).toBe(false);
  });

  it('lists the non-blank values of the column in pages of 10 or 20 and imports the ticked ones', async () => {
    const onImport = renderModal();
    const names = Array.from({ length: 25 }, (_, i) => `Company ${i + 1}`);
    const lines = names.flatMap((name, i) => (i % 5 === 0 ? [`${name},x`, '   ,y', ',z'] : [`${name},x`]));
    chooseFile(csvFile(['name,other', ...lines].join('\n')));
    const header = (await screen.findByLabelText('Header for Company Name')) as HTMLSelectElement;
    await waitFor(() => expect(header.disabled).toBe(false));
    fireEvent.change(header, { target: { value: 'name' } });
    fireEvent.click(button('Continue'));

    const table = screen.getByRole('table', { name: 'Values of name' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 10);
    expect(screen.getByText('1-10 of 25')).toBeTruthy();
    expect(button('Import').disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('10 items selected')).toBeTruthy();
    expect(button('Import').disabled).toBe(false);

    fireEvent.change(screen.getByLabelText('Rows per page:'), { target: { value: '20' } });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 20);
    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(screen.getByText('21-25 of 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Company 25' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Company 21' }));
    fireEvent.click(button('Import'));

    expect(onImport).toHaveBeenCalledWith([...names.slice(0, 10), 'Company 21', 'Company 25']);
  });

  it('fills a tag criterion with the imported values', async () => {
    function Field() {
      const [value, setValue] = useState<string[]>(['Acme']);
      return <TagInputCriterion id="names" name="Company Name" value={value} onChange={setValue} importCsv />;
    }
    render(<Field />);
    fireEvent.click(button('Import (CSV)'));
    expect(screen.getByRole('dialog', { name: 'Import CSV' })).toBeTruthy();
    chooseFile(csvFile('company\nacme\nGlobex\n\nInitech\n'));
    const header = (await screen.findByLabelText('Header for Company Name')) as HTMLSelectElement;
    await waitFor(() => expect(header.disabled).toBe(false));
    fireEvent.change(header, { target: { value: 'company' } });
    fireEvent.click(button('Continue'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    fireEvent.click(button('Import'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const entries = screen.getByRole('list', { name: 'Company Name entries' });
    expect(
      within(entries)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Acme', 'Globex', 'Initech']);
  });
});

describe('reading a CSV', () => {
  it('needs a header row', () => {
    expect(parseCsv('')).toEqual({ ok: false, reason: NO_HEADER_MESSAGE });
  });

  it('drops blank values and repeats of a column', () => {
    const parsed = parseCsv('name\n Acme \n\n  \nAcme\nGlobex');
    expect(parsed.ok && columnValues(parsed.table, 'name')).toEqual(['Acme', 'Globex']);
  });
});
