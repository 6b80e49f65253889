// The desktop's line icons (18 px unless told), drawn once in core for both faces.
import { LineIcon, type LineIconProps } from '../../../core/icons/line-icon';

type IconProps = LineIconProps;

export const SearchIcon = (p: IconProps) => <LineIcon name="search" size={18} {...p} />;
export const CartIcon = (p: IconProps) => <LineIcon name="cart" size={18} {...p} />;
export const MessageIcon = (p: IconProps) => <LineIcon name="message" size={18} {...p} />;
export const UserIcon = (p: IconProps) => <LineIcon name="user" size={18} {...p} />;
export const ServiceIcon = (p: IconProps) => <LineIcon name="service" size={18} {...p} />;
export const ArrowUpIcon = (p: IconProps) => <LineIcon name="arrowUp" size={18} {...p} />;
export const ChevronDownIcon = (p: IconProps) => <LineIcon name="chevronDown" size={18} {...p} />;
export const PhoneIcon = (p: IconProps) => <LineIcon name="phone" size={18} {...p} />;
export const LogoutIcon = (p: IconProps) => <LineIcon name="logout" size={18} {...p} />;
export const ClockIcon = (p: IconProps) => <LineIcon name="clock" size={18} {...p} />;
export const TrashIcon = (p: IconProps) => <LineIcon name="trash" size={18} {...p} />;
