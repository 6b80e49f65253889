// 去首页逛逛: the way out of a dead end (unknown goods, nothing found).
import { Link } from 'react-router-dom';
import linkButton from '../../ui/link-button/link-button.module.css';

export function HomeLink() {
  return (
    <Link className={linkButton.wayOn} to="/">
      去首页逛逛
    </Link>
  );
}
