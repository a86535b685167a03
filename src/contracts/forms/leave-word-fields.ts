/** The online message's fields in form order (kept apart from the schema so the footer form can show them before zod loads). */
export const leaveWordFields = ['name', 'company', 'department', 'address', 'phone', 'email', 'content'] as const;
