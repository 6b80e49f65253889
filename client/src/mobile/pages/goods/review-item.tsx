// One review: the shopper, the stars, the text, the spec bought and its pictures.
import { RATING_MAX, type ResultOf } from '@storefront/contracts';
import { Image } from '../../ui/image/image';
import styles from './goods.module.css';

type Review = ResultOf<'getEvaluate'>['list'][number];

const dateText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function ReviewItem({ review }: { review: Review }) {
  return (
    <li className={styles.review} data-testid="goods-review">
      <div className={styles.reviewHead}>
        <img className={styles.avatar} src={review.user.avatarUrl} alt="" loading="lazy" />
        <span>{review.user.nickname}</span>
        <span className={styles.stars} role="img" aria-label={`${review.score}星`}>
          {'★'.repeat(review.score)}
          {'☆'.repeat(Math.max(0, RATING_MAX - review.score))}
        </span>
      </div>
      <p className={styles.reviewText}>{review.content}</p>
      <p className={styles.reviewSpec}>
        {review.specText && `${review.specText} · `}
        {dateText(review.createTime)}
      </p>
      {review.pictures.length > 0 && (
        <div className={styles.reviewPictures}>
          {review.pictures.slice(0, 4).map((src, i) => (
            <Image key={src} src={src} alt={`评价图片${i + 1}`} />
          ))}
        </div>
      )}
    </li>
  );
}
