// TODO(lead): replace with matchPermissions from src/shared/access/permissions.ts once it lands.
export function matchPermissionsLoose(required: string[], held: Set<string>) {
  return required.every((entry) => entry.split('|').some((p) => held.has(p.trim())))
}
