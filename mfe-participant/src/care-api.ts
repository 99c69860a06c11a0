import { api } from '@physio/api-client/query';

// The participant's care data gets its own tags so logging a session or accepting a code refreshes
// the dashboard, Today and History without touching the slice's shared tag list.
export const careApi = api.enhanceEndpoints({
  addTagTypes: ['ParticipantDashboard', 'ParticipantToday', 'ParticipantHistory'],
});
