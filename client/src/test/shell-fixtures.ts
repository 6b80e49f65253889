// Data the shell tests answer with, shaped like the catalogue's results.
export const navData = {
  goodsNav: [
    {
      id: 1,
      name: '手机数码',
      type: 1,
      picUrl: '/media/category/1.svg',
      pid: 0,
      childGoodsNavList: [
        { id: 11, name: '智能手机', type: 1, picUrl: '/media/category/11.svg', pid: 1 },
        { id: 12, name: '内部测试类目', type: 4, picUrl: '/media/category/12.svg', pid: 1 },
        { id: 13, name: '蓝牙耳机', type: 2, picUrl: '/media/category/13.svg', pid: 1 },
      ],
    },
    { id: 2, name: '家用电器', type: 1, picUrl: '/media/category/2.svg', pid: 0, childGoodsNavList: [] },
  ],
  articleNav: [
    { id: 21, title: '好物测评' },
    { id: 22, title: '生活学堂' },
  ],
};

export const hotWordsByType: Record<string, Array<{ wordName: string }>> = {
  '1': [{ wordName: '保温杯' }, { wordName: '蓝牙耳机' }],
  '2': [{ wordName: '收纳技巧' }],
  '3': [{ wordName: '晒单' }],
  '4': [{ wordName: '达人' }],
};

export const messageTotals = {
  likeTotal: 1,
  smTotal: 2,
  commentTotal: 3,
  focusTotal: 0,
  favorTotal: 4,
  newsNmb: 9,
};

export const headerStubs = {
  getNewCategoryList: navData,
  getSearchHotWord: (input: Record<string, unknown>) => hotWordsByType[String(input.searchType)] ?? [],
  collectBehaviourData: { accepted: true },
  getAdByHome: { banners: [], sideAds: [], popup: null },
};
