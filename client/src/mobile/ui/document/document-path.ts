// Router path (relative to /m) of an article or a post.
export const documentPath = (doc: { documentId: number; kind: string }): string =>
  doc.kind === 'post' ? `/post/${doc.documentId}` : `/article/${doc.documentId}`;
