// What a goods card shows, on the desktop and on the phone: the fields every goods entity of the
// wire (goodsCard and its extensions) carries. Prices in fen.
export interface GoodsCardFields {
  goodsId: number;
  name: string;
  picUrl: string;
  price: number;
  /** Struck through beside the price when higher. */
  originalPrice?: number;
  /** Shown as 已售N件. */
  sales?: number;
}
