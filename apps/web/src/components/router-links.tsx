import {
  ActionIcon,
  type ActionIconProps,
  Anchor,
  type AnchorProps,
  Button,
  type ButtonProps,
  NavLink,
  type NavLinkProps,
} from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

// Mantine's `component={Link}` loses the router's types; createLink keeps typed `to`, `params` and `search`.
type AnchorAttrs<P> = P & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof P> & { ref?: Ref<HTMLAnchorElement> };

function AnchorBaseLink(props: AnchorAttrs<AnchorProps>) {
  return <Anchor component="a" {...props} />;
}
function ButtonBaseLink(props: AnchorAttrs<ButtonProps>) {
  return <Button component="a" {...props} />;
}
function ActionIconBaseLink(props: AnchorAttrs<ActionIconProps>) {
  return <ActionIcon component="a" {...props} />;
}
function NavBaseLink(props: AnchorAttrs<NavLinkProps>) {
  return <NavLink component="a" {...props} />;
}

const CreatedAnchorLink = createLink(AnchorBaseLink);
const CreatedButtonLink = createLink(ButtonBaseLink);
const CreatedNavLink = createLink(NavBaseLink);
const CreatedActionIconLink = createLink(ActionIconBaseLink);

export const AnchorLink: LinkComponent<typeof AnchorBaseLink> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
);
export const ButtonLink: LinkComponent<typeof ButtonBaseLink> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
export const NavRouterLink: LinkComponent<typeof NavBaseLink> = (props) => (
  <CreatedNavLink preload="intent" {...props} />
);
export const ActionIconLink: LinkComponent<typeof ActionIconBaseLink> = (props) => (
  <CreatedActionIconLink preload="intent" {...props} />
);
