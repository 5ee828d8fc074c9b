import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './sign-layout.module.css';

/** The document and the panel beside it (desktop) or the panel above it (phone). */
export function SignLayout({ document, panel }: { document: ReactNode; panel: ReactNode }) {
  return (
    <div className={classes.layout}>
      <Paper
        withBorder
        p={{ base: 'xs', sm: 'md' }}
        className={classes.panel}
        component="section"
        aria-label="Unterschrift"
      >
        {panel}
      </Paper>
      <div className={classes.document}>{document}</div>
    </div>
  );
}
