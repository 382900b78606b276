/**
 * Schedule document, broadcast listener: "Credit plugin in preview mode (isPreview=true) takes
 * the anchor from the query." In preview (the query's isPreview=true or the data parameter's
 * IsPreview) a positive `anchorId` query value (any casing of the name) replaces the data
 * parameter's AnchorId; otherwise nothing changes.
 */
export function previewAnchor(search: URLSearchParams, data: { IsPreview?: boolean | null }): number | null {
  const isPreview = search.get('isPreview')?.toLowerCase() === 'true' || data.IsPreview === true;
  if (!isPreview) return null;
  for (const [name, value] of search) {
    if (name.toLowerCase() !== 'anchorid') continue;
    const id = Number(value);
    if (Number.isInteger(id) && id > 0) return id;
  }
  return null;
}
