// The phone shop's line icons (24 px), drawn once in core for both faces.
import { LineIcon, type LineIconProps } from '../../../core/icons/line-icon';

type IconProps = LineIconProps;

export const HomeIcon = (p: IconProps) => <LineIcon name="home" {...p} />;
export const CategoryIcon = (p: IconProps) => <LineIcon name="category" {...p} />;
export const CartIcon = (p: IconProps) => <LineIcon name="cart" {...p} />;
export const UserIcon = (p: IconProps) => <LineIcon name="user" {...p} />;
export const BackIcon = (p: IconProps) => <LineIcon name="back" {...p} />;
export const SearchIcon = (p: IconProps) => <LineIcon name="search" {...p} />;
export const ServiceIcon = (p: IconProps) => <LineIcon name="service" {...p} />;
export const CloseIcon = (p: IconProps) => <LineIcon name="close" {...p} />;
export const TrashIcon = (p: IconProps) => <LineIcon name="trash" {...p} />;
