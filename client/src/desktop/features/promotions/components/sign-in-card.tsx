// The daily sign-in card of 福利社: a logged-in user sees the streak, points and the week, and signs
// in once a day (addOrUpdateSign); a visitor is offered the login page, which brings them back.
import { Link, useLocation } from 'react-router-dom';
import { errorMessage, isIgnorableError } from '../../../../core/api/errors';
import { useSession } from '../../../../core/state/use-session';
import { ErrorState } from '../../../ui/states/error-state';
import { Skeleton } from '../../../ui/states/skeleton';
import { showToast } from '../../../ui/toast/toast-bus';
import styles from '../promotions.module.css';
import { useSignInPage } from '../../../../core/welfare/welfare-queries';
import { useSignIn } from '../../../../core/welfare/welfare-mutations';

const dayLabel = (date: string) => {
  const [, month, day] = date.split('-');
  return `${Number(month)}/${Number(day)}`;
};

function SignInBody() {
  const sign = useSignInPage();
  const signIn = useSignIn({
    onSuccess: ({ gained }) => {
      showToast(`签到成功，获得${gained}积分`, 'success');
    },
    onError: (error) => {
      if (!isIgnorableError(error)) showToast(errorMessage(error), 'error');
    },
  });

  if (sign.isPending) {
    return (
      <div className={styles.signBody} role="status" aria-label="加载中">
        <Skeleton height={20} width="50%" />
        <Skeleton height={56} />
      </div>
    );
  }
  if (sign.isError)
    return <ErrorState error={sign.error} title="签到信息加载失败" onRetry={() => void sign.refetch()} />;
  const { signedToday, continuousDays, integral, days } = sign.data;
  return (
    <div className={styles.signBody}>
      <p className={styles.signStats}>
        已连续签到 <strong>{continuousDays}</strong> 天 · 当前积分 <strong>{integral}</strong>
      </p>
      <ol className={styles.signDays} aria-label="本周签到">
        {days.map((day) => (
          <li key={day.date} className={day.signed ? styles.signDayDone : undefined}>
            <span className={styles.signPoints}>+{day.points}</span>
            <span>{day.signed ? '已签' : dayLabel(day.date)}</span>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.primaryButton}
        disabled={signedToday || signIn.isPending}
        onClick={() => signIn.mutate()}
      >
        {signedToday ? '今日已签到' : signIn.isPending ? '签到中...' : '立即签到'}
      </button>
    </div>
  );
}

export function SignInCard() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  return (
    <section className={styles.signCard} aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" className={styles.sideTitle}>
        每日签到
      </h2>
      {isLoggedIn ? (
        <SignInBody />
      ) : (
        <div className={styles.signBody}>
          <p className={styles.muted}>登录后每日签到领积分，积分可在积分商城兑换好礼。</p>
          <Link
            className={styles.primaryButton}
            to={`/userLogin?redirect=${encodeURIComponent(location.pathname + location.search)}`}
          >
            登录后签到
          </Link>
        </div>
      )}
    </section>
  );
}
