// The community's content, from content-plan.ts: article categories, topics, documents (articles,
// study notes, life stories and posts) and their comments. Each text is about one product kind of
// its theme and links goods of that kind, so what a reader sees and what they can buy agree.
import { mediaUrl } from '../shared/media-urls.js';
import { ARTICLE_CATEGORY_PLAN, SEASONS, TOPIC_PLAN, type ContentTheme } from './content-plan.js';
import { anyAuthor, type Draw } from './draw.js';
import { excerpt } from './excerpt.js';
import type { GoodsCatalogue } from './goods.js';
import { DAY_MS, HOUR_MS } from './time.js';
import type { DocumentKind, Seed, SeedComment, SeedDocument, SeedGoods, SeedTopic } from './types.js';
import * as W from './words.js';

export type Content = Pick<Seed, 'articleCategories' | 'topics' | 'documents' | 'comments'>;

/** Title, paragraphs and linked goods of one text. */
interface Text {
  title: string;
  paragraphs: string[];
  goodsIds: number[];
  icon: string;
}

export function drawContent(draw: Draw, catalogue: GoodsCatalogue, visibleGoodsIds: number[]): Content {
  const { f } = draw;
  const content: Content = {
    articleCategories: ARTICLE_CATEGORY_PLAN.map((c, i) => ({ id: i + 1, title: c.title })),
    topics: new Map<number, SeedTopic>(),
    documents: new Map<number, SeedDocument>(),
    comments: new Map<number, SeedComment>(),
  };
  TOPIC_PLAN.forEach((t, i) => {
    const topicId = i + 1;
    content.topics.set(topicId, {
      topicId,
      title: t.title,
      icon: t.icon,
      description: t.description,
      coverUrl: mediaUrl.topic(topicId),
      followCount: f.number.int({ min: 50, max: 30000 }),
      hot: f.number.int({ min: 100, max: 100000 }),
    });
  });
  const visibleGoodsOfLeaf = (leafName: string): SeedGoods[] => {
    const leafId = catalogue.leafByName.get(leafName)?.leafId;
    return visibleGoodsIds.map((id) => catalogue.goods.get(id)!).filter((g) => g.categoryId === leafId);
  };
  const write = (theme: ContentTheme, titles: string[], paragraphCount: [number, number]) =>
    writeAbout(draw, visibleGoodsOfLeaf, { theme, titles, paragraphCount });
  const add = (kind: DocumentKind, text: Text, where: { categoryId: number; topicId: number }) =>
    addDocument(draw, content, kind, text, where);
  const categoryCount = content.articleCategories.length;
  // Articles and study notes: every category gets its share, in turn.
  for (let i = 0; i < 60; i++) {
    const categoryId = (i % categoryCount) + 1;
    const theme = ARTICLE_CATEGORY_PLAN[categoryId - 1]!;
    add('article', write(theme, theme.titles, [4, 6]), { categoryId, topicId: 0 });
  }
  for (let i = 0; i < 20; i++) {
    const categoryId = (i % categoryCount) + 1;
    const theme = ARTICLE_CATEGORY_PLAN[categoryId - 1]!;
    add('study', write(theme, W.STUDY_TITLES, [3, 5]), { categoryId, topicId: 0 });
  }
  for (let i = 0; i < 24; i++) {
    const theme = ARTICLE_CATEGORY_PLAN[i % ARTICLE_CATEGORY_PLAN.length]!;
    add('life', write(theme, W.LIFE_TITLES, [3, 5]), { categoryId: 0, topicId: 0 });
  }
  for (let i = 0; i < 120; i++) {
    const topicId = (i % content.topics.size) + 1;
    const theme = TOPIC_PLAN[topicId - 1]!;
    add('post', write(theme, theme.titles, [2, 3]), { categoryId: 0, topicId });
  }
  return content;
}

/** One text, all about one product kind of the theme, linking goods of that kind (and a companion). */
function writeAbout(
  { f }: Draw,
  visibleGoodsOfLeaf: (leafName: string) => SeedGoods[],
  plan: { theme: ContentTheme; titles: string[]; paragraphCount: [number, number] },
): Text {
  const { theme, paragraphCount } = plan;
  const leafGoods = visibleGoodsOfLeaf(f.helpers.arrayElement(theme.leaves));
  const subject = f.helpers.arrayElement(leafGoods);
  const fill = (template: string) =>
    template
      .replaceAll('{kind}', subject.kind)
      .replaceAll('{brand}', subject.brand)
      .replaceAll('{leaf}', subject.categoryName)
      .replace('{season}', f.helpers.arrayElement(SEASONS))
      .replace('{count}', String(f.number.int({ min: 3, max: 12 })));
  // The opening paragraph names the subject; the others are picked.
  const rest = f.helpers.arrayElements(
    theme.paragraphs.slice(1).map((_, i) => i + 1),
    { min: paragraphCount[0] - 1, max: Math.min(paragraphCount[1], theme.paragraphs.length) - 1 },
  );
  const picked = [0, ...rest];
  const sameKind = leafGoods.filter((g) => g.kind === subject.kind && g !== subject);
  const others = leafGoods.filter((g) => g.kind !== subject.kind);
  const companions = (theme.companions ?? []).flatMap(visibleGoodsOfLeaf);
  const linked = [
    ...[subject, ...sameKind, ...f.helpers.shuffle(others)].slice(0, f.number.int({ min: 1, max: 3 })),
    ...(companions.length > 0 ? [f.helpers.arrayElement(companions)] : []),
  ];
  return {
    title: fill(f.helpers.arrayElement(plan.titles)),
    // Kept in the plan's order, so the text reads from opening to conclusion.
    paragraphs: picked.sort((x, y) => x - y).map((i) => fill(theme.paragraphs[i]!)),
    goodsIds: linked.map((g) => g.goodsId),
    icon: subject.icon,
  };
}

function addDocument(
  draw: Draw,
  content: Content,
  kind: DocumentKind,
  text: Text,
  where: { categoryId: number; topicId: number },
): void {
  const { f, day } = draw;
  const documentId = content.documents.size + 1;
  const pictureCount = kind === 'post' ? f.number.int({ min: 1, max: 6 }) : f.number.int({ min: 1, max: 3 });
  const createTime =
    day - f.number.int({ min: 0, max: 120 }) * DAY_MS + f.number.int({ min: 7, max: 22 }) * HOUR_MS;
  content.documents.set(documentId, {
    documentId,
    kind,
    title: text.title,
    summary: excerpt(text.paragraphs[0]!),
    coverUrl: mediaUrl.document(documentId, 0),
    pictures: Array.from({ length: pictureCount }, (_, k) => mediaUrl.document(documentId, k)),
    authorUid: anyAuthor(draw),
    categoryId: where.categoryId,
    topicId: where.topicId,
    createTime,
    viewCount: f.number.int({ min: 20, max: 50000 }),
    favorCount: f.number.int({ min: 0, max: 3000 }),
    paragraphs: text.paragraphs,
    goodsIds: text.goodsIds,
    icon: text.icon,
  });
  drawComments(draw, content.comments, documentId, createTime);
}

/** Up to six comments on a document, each with up to two replies an hour apart. */
function drawComments(
  draw: Draw,
  comments: Map<number, SeedComment>,
  documentId: number,
  after: number,
): void {
  const { f } = draw;
  const top = f.number.int({ min: 0, max: 6 });
  for (let c = 0; c < top; c++) {
    const commentId = comments.size + 1;
    const uid = anyAuthor(draw);
    const time = after + f.number.int({ min: 1, max: 72 }) * HOUR_MS;
    comments.set(commentId, {
      commentId,
      documentId,
      parentId: 0,
      uid,
      replyUid: 0,
      content: f.helpers.arrayElement(W.COMMENTS),
      createTime: time,
      favorCount: f.number.int({ min: 0, max: 200 }),
    });
    const replies = f.number.int({ min: 0, max: 2 });
    for (let r = 0; r < replies; r++) {
      const replyId = comments.size + 1;
      comments.set(replyId, {
        commentId: replyId,
        documentId,
        parentId: commentId,
        uid: anyAuthor(draw),
        replyUid: uid,
        content: f.helpers.arrayElement(W.COMMENTS),
        createTime: time + (r + 1) * HOUR_MS,
        favorCount: f.number.int({ min: 0, max: 50 }),
      });
    }
  }
}
