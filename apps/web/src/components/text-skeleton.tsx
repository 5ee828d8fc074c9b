import { Skeleton, Text, type TextProps } from '@mantine/core';

type Props = Omit<TextProps, 'children'> & {
  /** The width of the bar (the line itself is as wide as its box). */
  width: number | string;
};

/**
 * One line of text that is still loading: as high as the line will be (same size and line height), with a
 * grey bar in it. Loading states built from these keep the height of what replaces them, so nothing
 * below moves when the data arrives.
 */
export function TextSkeleton({ width, ...props }: Props) {
  return (
    <Text component="div" aria-hidden {...props}>
      <Skeleton
        height="0.8em"
        width={width}
        maw="100%"
        radius="sm"
        style={{ display: 'inline-block', verticalAlign: 'middle' }}
      />
    </Text>
  );
}
