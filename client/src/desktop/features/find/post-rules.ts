// The limits of a new post, the same as the contract's (title ≤ 50, content ≤ 2000, both required),
// with the Chinese messages the form shows.
export const POST_TITLE_MAX = 50;
export const POST_CONTENT_MAX = 2000;

export interface PostDraft {
  title: string;
  content: string;
}

export type PostProblems = Partial<Record<keyof PostDraft, string>>;

export function checkPost({ title, content }: PostDraft): PostProblems {
  const problems: PostProblems = {};
  const t = title.trim();
  const c = content.trim();
  if (!t) problems.title = '请填写帖子标题';
  else if (t.length > POST_TITLE_MAX) problems.title = `帖子标题不能超过${POST_TITLE_MAX}个字`;
  if (!c) problems.content = '请填写帖子内容';
  else if (c.length > POST_CONTENT_MAX) problems.content = `帖子内容不能超过${POST_CONTENT_MAX}个字`;
  return problems;
}
