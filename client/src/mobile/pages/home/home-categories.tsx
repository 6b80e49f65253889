// Category shortcuts: the first-level categories as a picture grid, each opening 分类 on it.
import { Link } from 'react-router-dom';
import { useHomeCategories } from '../../../core/home/home-queries';
import { Image } from '../../ui/image/image';
import styles from './home.module.css';

const SHOWN = 10;

export function HomeCategories() {
  const categories = useHomeCategories();
  if (categories.isPending)
    return <div className={`${styles.categories} ${styles.categoriesLoading}`} aria-hidden="true" />;
  // Category type 4 is hidden everywhere in the shop.
  const shown = (categories.data ?? []).filter((c) => c.type !== 4).slice(0, SHOWN);
  if (shown.length === 0) return null;
  return (
    <nav className={styles.categories} aria-label="商品分类">
      {shown.map((category) => (
        <Link key={category.id} className={styles.category} to={`/category?top=${category.id}`}>
          <Image src={category.picUrl} alt="" className={styles.categoryIcon} />
          <span className={styles.categoryName}>{category.name}</span>
        </Link>
      ))}
    </nav>
  );
}
