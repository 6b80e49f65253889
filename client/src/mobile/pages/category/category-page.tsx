// 分类 /m/category: two panes (first-level categories on the left, the chosen one's children with
// pictures on the right; ?top= keeps the choice). A child opens its goods list, ?cid=<id>, sorted
// 综合/销量/价格 (?sort=) and scrolled endlessly.
import { useSearchParams } from 'react-router-dom';
import { CategoryGoodsList } from './category-goods-list';
import { CategoryPanes } from './category-panes';
import { parseUrlId } from '../../../core/router/url-id';

export default function CategoryPage() {
  const [params] = useSearchParams();
  const cid = params.get('cid');
  if (cid !== null) return <CategoryGoodsList key={cid} cid={parseUrlId(cid)} />;
  return <CategoryPanes top={parseUrlId(params.get('top'))} />;
}
