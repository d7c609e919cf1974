// GET /api/v1/perms/users/nodes/children/?key= and /perms/users/nodes/{id}/assets/: the nodes granted to
// the signed-in user, one level at a time, and a node's granted assets, its subtree included (domain §2
// workbench "my assets with the node tree"). Read by My assets and the workbench batch command.
import type { NodeRow, NodeSource } from '@/generic/tree/node-tree'

export const MY_NODES: NodeSource = {
  nodesUrl: '/api/v1/perms/users/nodes/',
  childrenUrl: (parent) =>
    `/api/v1/perms/users/nodes/children/${parent ? `?key=${encodeURIComponent(parent.key)}` : ''}`,
}

export const myNodeAssetsUrl = (node: NodeRow) => `/api/v1/perms/users/nodes/${encodeURIComponent(node.id)}/assets/`
