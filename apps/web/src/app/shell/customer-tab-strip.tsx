import { ActionIcon, Text } from '@mantine/core';
import { IconFileCertificate, IconUser, IconX } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { HrefLink } from '../../components/href-link';
import { LazyTooltip } from '../../components/lazy-tooltip';
import { closeCustomerTab } from '../../lib/customer-tabs';
import classes from './customer-tab-strip.module.css';
import { useActiveTab } from './use-active-tab';

const listPath = '/home/versicherungen/insurance-group';

/** Spec 2.1: 'Versicherungen' plus one closable tab per opened customer, kept for the browser tab's session. */
export function CustomerTabStrip() {
  const { tabs, active, mainHref } = useActiveTab();
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  const activeId = active?.customerId;

  // On narrow screens the strip scrolls: keep the current tab in sight.
  useEffect(() => {
    const current = scroller.current?.querySelector(`[data-tab="${activeId ?? 'main'}"]`);
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeId]);

  const close = (customerId: number) => {
    closeCustomerTab(customerId);
    if (active?.customerId === customerId) {
      void navigate({ href: mainHref ?? listPath });
    }
  };

  return (
    // Links between pages, not ARIA tabs: a tablist may hold nothing but tabs, and each customer tab has
    // its close button beside the link. The open one is the current page.
    <nav className={classes.strip} aria-label="Kundentabs">
      <div className={classes.scroller} ref={scroller}>
        <HrefLink
          href={mainHref ?? listPath}
          className={clsx(classes.tab, !active && classes.active)}
          data-tab="main"
          aria-current={active ? undefined : 'page'}
          aria-label="Versicherungen"
        >
          <IconFileCertificate size={16} stroke={1.6} aria-hidden />
          <Text span size="sm" fw={600} visibleFrom={tabs.length ? 'sm' : undefined}>
            Versicherungen
          </Text>
        </HrefLink>
        {tabs.map((tab) => {
          const isActive = active?.customerId === tab.customerId;
          return (
            <div
              key={tab.customerId}
              className={clsx(classes.tab, classes.closable, isActive && classes.active)}
              data-tab={tab.customerId}
            >
              <HrefLink
                href={tab.href}
                className={classes.tabLink}
                aria-current={isActive ? 'page' : undefined}
                title={`${tab.name} (${tab.kundennr})`}
              >
                <IconUser size={16} stroke={1.6} aria-hidden />
                <Text span size="sm" fw={600} truncate className={classes.name}>
                  {tab.name}
                </Text>
                <Text span size="xs" c="dimmed">
                  {tab.kundennr}
                </Text>
              </HrefLink>
              <LazyTooltip label="Tab schließen" openDelay={400}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  onClick={() => close(tab.customerId)}
                  aria-label={`Tab ${tab.name} schließen`}
                >
                  <IconX size={14} />
                </ActionIcon>
              </LazyTooltip>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
