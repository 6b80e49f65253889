// Refund and repair share their application form and their details page; these are the words and
// query parameters that differ between the two kinds.
export type AfterSaleKind = 'refund' | 'repair';

export const REFUND_TYPE_TEXT = { refundOnly: '仅退款', returnAndRefund: '退货退款' } as const;
export const REPAIR_REASONS = ['商品故障', '功能异常', '外观损坏', '配件缺失', '其他'] as const;
export const DESCRIPTION_MAX = 500;

export const AFTER_SALE_TEXT = {
  refund: {
    application: '退款申请',
    submitted: '退款申请已提交',
    reason: '退款原因',
    description: '退款说明',
    descriptionPlaceholder: `选填，最多${DESCRIPTION_MAX}字`,
    picturesLabel: '上传凭证',
    picture: '退款凭证',
    details: '退款详情',
    idParam: 'refundId',
    detailsPath: '/refund_details',
    missing: '退款记录不存在',
    missingWhy: '链接中缺少退款单号',
    state: '退款状态',
    info: '退款信息',
    undone: '已撤销退款申请',
    undoTitle: '撤销退款申请',
    undoQuestion: '撤销后该商品可重新申请售后，确定撤销吗？',
  },
  repair: {
    application: '维修申请',
    submitted: '维修申请已提交',
    reason: '维修原因',
    description: '问题描述',
    descriptionPlaceholder: '请描述商品出现的问题',
    picturesLabel: '上传图片',
    picture: '维修图片',
    details: '维修详情',
    idParam: 'repairId',
    detailsPath: '/service_details',
    missing: '维修记录不存在',
    missingWhy: '链接中缺少维修单号',
    state: '维修状态',
    info: '维修信息',
    undone: '已撤销维修申请',
    undoTitle: '撤销维修申请',
    undoQuestion: '确定撤销维修申请吗？',
  },
} as const satisfies Record<AfterSaleKind, Record<string, string>>;
