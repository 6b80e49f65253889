// Search in all four types (see docs/product-rules.md): goods, articles (with topics), posts and users.
// Every word of the keyword must occur (case-insensitive) in a goods' name, brand, categories or kind
// words, a text's title, summary, category or topic, a user's nickname or signature.
import type { AreaHandlers } from '../api/handler-types.js';
import {
  documentCard,
  documentsOf,
  goodsCard,
  listedGoods,
  memberView,
  pageMap,
  registeredUsers,
  sortGoods,
  topicView,
} from '../../domain/catalogue/views.js';
import type { ViewCtx } from '../../domain/context.js';
import type { SeedGoods } from '../../seed/types.js';
import type { NamesOf } from './area-names.js';

const ARTICLE_KINDS = ['article', 'study', 'life'] as const;

/** A predicate true when every whitespace-separated word of `keyword` occurs in one of the texts. */
function matcher(keyword: string): (...texts: string[]) => boolean {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  return (...texts) => {
    const haystack = texts.join('\n').toLowerCase();
    return words.every((w) => haystack.includes(w));
  };
}

const matchingGoods = (ctx: ViewCtx, keyword: string) => {
  const match = matcher(keyword);
  const rootName = (g: SeedGoods) => ctx.seed.categories.get(g.rootCategoryId)?.name ?? '';
  return listedGoods(ctx).filter((g) =>
    match(g.name, g.brand, g.categoryName, rootName(g), g.subTitle, ...g.keywords),
  );
};
const matchingDocuments = (
  ctx: ViewCtx,
  keyword: string,
  kinds: ReadonlyArray<'article' | 'study' | 'life' | 'post'>,
) => {
  const match = matcher(keyword);
  const categoryTitle = (id: number) => ctx.seed.articleCategories.find((c) => c.id === id)?.title ?? '';
  const topicTitle = (id: number) => ctx.seed.topics.get(id)?.title ?? '';
  return documentsOf(ctx, kinds).filter((d) =>
    match(d.title, d.summary, categoryTitle(d.categoryId), topicTitle(d.topicId)),
  );
};
const matchingUids = (ctx: ViewCtx, keyword: string): number[] => {
  const match = matcher(keyword);
  const seeded = [...ctx.seed.users.values()].filter((u) => match(u.nickname, u.signature)).map((u) => u.uid);
  const registered = registeredUsers(ctx)
    .filter((u) => match(u.nickname ?? '', u.signature ?? ''))
    .map((u) => u.id);
  return [...seeded, ...registered];
};

export const searchHandlers: AreaHandlers<NamesOf<'search'>> = {
  searchContent: ({ pageNum, pageSize, keyword }, ctx) => {
    const slice = <T>(items: T[]) => items.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    return {
      goods: slice(matchingGoods(ctx, keyword)).map((g) => goodsCard(ctx, g)),
      articles: slice(matchingDocuments(ctx, keyword, ARTICLE_KINDS)).map((d) => documentCard(ctx, d)),
      posts: slice(matchingDocuments(ctx, keyword, ['post'])).map((d) => documentCard(ctx, d)),
      users: slice(matchingUids(ctx, keyword)).map((uid) => memberView(ctx, uid)),
    };
  },
  searchDucumentAndTopiclist: ({ pageNum, pageSize, keyword }, ctx) => {
    const match = matcher(keyword);
    const topics = [...ctx.seed.topics.values()].filter((t) => match(t.title, t.description)).slice(0, 10);
    return {
      ...pageMap(matchingDocuments(ctx, keyword, ARTICLE_KINDS), pageNum, pageSize, (d) =>
        documentCard(ctx, d),
      ),
      topics: topics.map((t) => topicView(ctx, t)),
    };
  },
  searchPostlist: ({ pageNum, pageSize, keyword }, ctx) =>
    pageMap(matchingDocuments(ctx, keyword, ['post']), pageNum, pageSize, (d) => documentCard(ctx, d)),
  searchGoodslist: ({ pageNum, pageSize, keyword, orderType }, ctx) =>
    pageMap(sortGoods(matchingGoods(ctx, keyword), orderType), pageNum, pageSize, (g) => goodsCard(ctx, g)),
  searchMemberlist: ({ pageNum, pageSize, keyword }, ctx) =>
    pageMap(matchingUids(ctx, keyword), pageNum, pageSize, (uid) => memberView(ctx, uid)),
  getSearchHotWord: ({ searchType }, ctx) =>
    (ctx.seed.hotWords[searchType as 1 | 2 | 3 | 4] ?? []).map((wordName) => ({ wordName })),
};
