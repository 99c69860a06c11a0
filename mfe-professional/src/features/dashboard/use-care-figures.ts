import { useGetParticipantsQuery } from '../patients/api';
import { formatAdherence, meanAdherence28d } from '../patients/adherence';

// The largest page the API serves; the mean is taken over it (a practice rarely links more patients).
const LINKED_PAGE = { page: 1, page_size: 100 };

/** The dashboard's "Clients" (linked patients) and "Client progress" (their mean 28-day adherence). */
export function useCareFigures(): { clients: string; progress: string } {
  const { data, isLoading, isError } = useGetParticipantsQuery(LINKED_PAGE);
  if (isLoading) return { clients: '…', progress: '…' };
  if (isError || !data) return { clients: '—', progress: '—' };
  return { clients: String(data.count), progress: formatAdherence(meanAdherence28d(data.results)) };
}
