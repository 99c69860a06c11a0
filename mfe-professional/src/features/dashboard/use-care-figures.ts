import { useGetCareOverviewQuery } from '../patients/api';
import { formatAdherence } from '@physio/util';

/** The dashboard's "Clients" (linked patients) and "Client progress" (28-day adherence over all of them). */
export function useCareFigures(): { clients: string; progress: string } {
  const { data, isLoading, isError } = useGetCareOverviewQuery();
  if (isLoading) return { clients: '…', progress: '…' };
  if (isError || !data) return { clients: '—', progress: '—' };
  return { clients: String(data.participants), progress: formatAdherence(data.adherence_28d) };
}
