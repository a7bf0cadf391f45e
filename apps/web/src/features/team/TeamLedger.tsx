// The pool's credit history (GET team/ledger), every member's rows or one member's, in the shared ledger table.
import type { TeamMember } from '@leadsignal/contracts';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTablePaging } from '../../components/use-table-paging';
import { LedgerTable } from '../credits';
import { useGetTeamLedgerQuery } from './api';

export function TeamLedger({ members }: { members: readonly TeamMember[] }) {
  const paging = useTablePaging();
  const [member, setMember] = useState('');
  const query = useGetTeamLedgerQuery(
    { member: member || undefined, page: paging.page, pageSize: paging.pageSize },
    { refetchOnMountOrArgChange: true },
  );
  const chosen = members.find((one) => one.userId === member);

  return (
    <>
      <Form.Group controlId="team-ledger-member" className="mb-2" style={{ maxWidth: 320 }}>
        <Form.Label className="small mb-0">Member</Form.Label>
        <Form.Select
          size="sm"
          value={member}
          onChange={(event) => {
            setMember(event.target.value);
            paging.restart();
          }}
        >
          <option value="">All members</option>
          {members.map((one) => (
            <option key={one.userId} value={one.userId}>
              {one.fullName}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <LedgerTable
        id="team-ledger"
        label={
          chosen
            ? `The pool's credit history for ${chosen.fullName}, newest first`
            : "The pool's credit history, newest first"
        }
        query={query}
        paging={paging}
        showMember={!chosen}
        emptyText={chosen ? `No credit changes by ${chosen.fullName} yet.` : undefined}
      />
    </>
  );
}
