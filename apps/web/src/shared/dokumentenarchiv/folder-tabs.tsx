import type { DokumentNodeId, DokumentNodes } from '@maklerwerk/domain';
import { Badge, Tabs } from '@mantine/core';

type Props = {
  nodes: DokumentNodes['nodes'];
  value: DokumentNodeId | undefined;
  onChange: (nodeId: DokumentNodeId) => void;
};

/** The archive's folders as tabs, each with its number of documents. */
export function FolderTabs({ nodes, value, onChange }: Props) {
  return (
    <Tabs
      value={value ?? null}
      onChange={(next) => {
        if (next) {
          onChange(next as DokumentNodeId);
        }
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label="Ordner">
        {nodes.map((n) => (
          <Tabs.Tab
            key={n.nodeId}
            value={n.nodeId}
            rightSection={
              <Badge
                size="sm"
                variant="light"
                color={n.numberOfRecords > 0 ? 'blue' : 'gray'}
                circle={n.numberOfRecords < 10}
              >
                {n.numberOfRecords}
              </Badge>
            }
          >
            {n.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
