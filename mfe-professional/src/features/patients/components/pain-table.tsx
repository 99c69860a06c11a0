import type { PainPoint } from '@physio/contracts';
import { Muted, TableWrap } from '@physio/ui';
import { formatDate } from '@physio/util';
import { CareTable } from './care-table';

/** Pain over time, newest first: one row per logged day. */
export function PainTable({ pain }: { pain: PainPoint[] }) {
  if (pain.length === 0) return <Muted>No pain reported yet.</Muted>;
  return (
    <TableWrap label="Pain over time table">
      <CareTable>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Pain (0–10)</th>
          </tr>
        </thead>
        <tbody>
          {[...pain].reverse().map((point) => (
            <tr key={point.date}>
              <td className="date">{formatDate(point.date)}</td>
              <td>{point.value}</td>
            </tr>
          ))}
        </tbody>
      </CareTable>
    </TableWrap>
  );
}
