// 发帖: title, content and (optionally) a topic, published with addFindTopic. Logged-in users only;
// visitors see a login prompt instead. Checked before sending, with the server's refusals shown too.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, isApiError, isIgnorableError } from '../../../../core/api/errors';
import { useSession } from '../../../../core/state/use-session';
import { LoginHint } from '../../../ui/login-hint/login-hint';
import { showToast } from '../../../ui/toast/toast-bus';
import { postHref } from '../find-links';
import { checkPost, POST_CONTENT_MAX, POST_TITLE_MAX, type PostProblems } from '../post-rules';
import styles from '../find.module.css';
import { useHotTopics } from '../../../../core/find/find-queries';
import { usePublishPost } from '../../../../core/find/find-mutations';

export interface PostFormProps {
  /** Posting inside a topic page fixes the topic. */
  fixedTopic?: { topicId: number; title: string };
}

function TopicSelect({
  value,
  onChange,
  id,
}: {
  value: string;
  onChange: (value: string) => void;
  id: string;
}) {
  const topics = useHotTopics({ pageNum: 1, pageSize: 20 });
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={styles.select}
    >
      <option value="">不选择话题</option>
      {(topics.data?.list ?? []).map((topic) => (
        <option key={topic.topicId} value={topic.topicId}>
          #{topic.title}
        </option>
      ))}
    </select>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span id={id} role="alert" className={styles.fieldError}>
      {message}
    </span>
  );
}

interface PostFormBarProps extends PostFormProps {
  id: string;
  topic: string;
  onTopic: (topic: string) => void;
  problem: string | undefined;
  postedId: number | null;
  pending: boolean;
}

/** Under the fields: the topic (fixed, or a choice), what went wrong, the new post's link, 发布. */
function PostFormBar({ id, fixedTopic, topic, onTopic, problem, postedId, pending }: PostFormBarProps) {
  return (
    <div className={styles.formBar}>
      {fixedTopic ? (
        <span className={styles.topicTag}>#{fixedTopic.title}</span>
      ) : (
        <span className={styles.field}>
          <label htmlFor={`${id}-topic`} className="visually-hidden">
            选择话题
          </label>
          <TopicSelect id={`${id}-topic`} value={topic} onChange={onTopic} />
        </span>
      )}
      <span className={styles.formActions}>
        {problem && (
          <span role="alert" className={styles.fieldError}>
            {problem}
          </span>
        )}
        {postedId ? (
          <Link to={postHref(postedId)} className={styles.postedLink}>
            查看刚发布的帖子
          </Link>
        ) : null}
        <button type="submit" className={styles.primaryButton} disabled={pending}>
          {pending ? '发布中...' : '发布'}
        </button>
      </span>
    </div>
  );
}

/** A refusal on a field is shown at the field; anything else under the form. */
function problemsOf(error: unknown): PostProblems & { form?: string } {
  const fields = isApiError(error) ? error.errors : {};
  return {
    title: fields.title,
    content: fields.content,
    form: fields.title || fields.content ? undefined : errorMessage(error),
  };
}

function PostFormBody({ fixedTopic }: PostFormProps) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [topic, setTopic] = useState('');
  const [problems, setProblems] = useState<PostProblems & { form?: string }>({});
  const [postedId, setPostedId] = useState<number | null>(null);
  const publish = usePublishPost({
    onSuccess: (result) => {
      setTitle('');
      setContent('');
      setProblems({});
      setPostedId(result.documentId);
      showToast('发布成功', 'success');
    },
    onError: (error) => {
      if (!isIgnorableError(error)) setProblems(problemsOf(error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPost({ title, content });
    setProblems(found);
    setPostedId(null);
    if (found.title || found.content) return;
    const topicId = fixedTopic?.topicId ?? (topic ? Number(topic) : undefined);
    publish.mutate({
      title: title.trim(),
      content: content.trim(),
      collect: 0,
      pictures: [],
      ...(topicId ? { topicId } : {}),
    });
  };

  const fieldProps = (name: 'title' | 'content') => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form className={styles.postForm} onSubmit={submit} noValidate aria-label="发布帖子">
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>帖子标题</label>
        <input
          {...fieldProps('title')}
          value={title}
          placeholder={`一句话说说你的分享（${POST_TITLE_MAX}字以内）`}
          onChange={(e) => setTitle(e.target.value)}
        />
        <FieldError id={`${id}-title-error`} message={problems.title} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-content`}>帖子内容</label>
        <textarea
          {...fieldProps('content')}
          rows={4}
          value={content}
          placeholder="分享你的好物心得、使用体验…"
          onChange={(e) => setContent(e.target.value)}
        />
        <span className={styles.counter}>
          {content.trim().length}/{POST_CONTENT_MAX}
        </span>
        <FieldError id={`${id}-content-error`} message={problems.content} />
      </div>
      <PostFormBar
        id={id}
        fixedTopic={fixedTopic}
        topic={topic}
        onTopic={setTopic}
        problem={problems.form}
        postedId={postedId}
        pending={publish.isPending}
      />
    </form>
  );
}

export function PostForm({ fixedTopic }: PostFormProps) {
  const { isLoggedIn } = useSession();
  return (
    <section className={styles.card} aria-labelledby="post-form-title">
      <h2 id="post-form-title" className={styles.cardTitle}>
        发帖
      </h2>
      {isLoggedIn ? (
        <PostFormBody fixedTopic={fixedTopic} />
      ) : (
        <LoginHint>后即可发帖，分享你的好物心得</LoginHint>
      )}
    </section>
  );
}
