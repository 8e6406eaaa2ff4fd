/** A person's place in a creator's organisation (`tenant_members.role`). */
export const TENANT_MEMBER_ROLES = ['owner', 'admin', 'staff', 'follower'] as const;
