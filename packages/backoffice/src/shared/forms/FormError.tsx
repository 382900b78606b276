/** A form's own error (react-hook-form's `errors.root`: what the server refused), announced as an alert. */
export function FormError(props: { error: { message?: string } | undefined }) {
  return props.error ? <p className="form-error" role="alert">{props.error.message}</p> : null;
}
