import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from './Icon';
import type { IconName } from './Icon';

/**
 * An icon-only button: the icon is decorative, `label` is its accessible name (already
 * translated) and its tooltip on pointer devices (`title`). `children` may add a badge.
 */
export function IconButton({ icon, label, className, children, ...rest }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> & {
  icon: IconName;
  label: string;
  children?: ReactNode;
}) {
  return (
    <button type="button" className={className ? `icon-btn ${className}` : 'icon-btn'} aria-label={label} title={label} {...rest}>
      <Icon name={icon} />
      {children}
    </button>
  );
}
