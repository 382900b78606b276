/** /NotFoundPage — renders nothing (spec). */
export function NotFoundPage() {
  return null;
}
