/** Every non-2xx body of the API. `error` is a sentence fit to show a user. */
export interface ApiErrorBody {
  error: string;
  /** Per-field messages for validation failures. */
  details?: Record<string, string[]>;
}
