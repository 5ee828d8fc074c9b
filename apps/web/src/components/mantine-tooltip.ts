// The module LazyTooltip loads: a dynamic import of '@mantine/core' itself would keep all of Mantine.
export { Tooltip as default } from '@mantine/core';
