export const PATIENTS_PATH = '/dashboard/professional/patients';
export const patientPath = (id: number) => `${PATIENTS_PATH}/${id}`;
