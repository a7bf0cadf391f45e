// The admin pages' calls: users (paged and searchable, edited one at a time), roles and the permission
// catalogue (ARCHITECTURE §3). Failures toast (403: "You are currently have no permission.") except the
// saves, whose modals show the reason next to the form.
import type {
  AdminUser,
  CreateRoleRequest,
  InviteUserRequest,
  InviteUserResponse,
  ListUsersQuery,
  PermissionRecord,
  Role,
  UpdateRoleRequest,
  UpdateUserRequest,
  UserPage,
} from '@leadsignal/contracts';
import { baseApi } from '../../lib/base-api';

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UserPage, ListUsersQuery>({
      query: ({ search, ...rest }) => ({ url: 'users', params: search ? { ...rest, search } : rest }),
      providesTags: ['Users'],
    }),
    updateUser: build.mutation<AdminUser, { id: string; changes: UpdateUserRequest }>({
      query: ({ id, changes }) => ({ url: `users/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      // Role user counts change with a user's roles; the signed-in user's own permissions may too.
      invalidatesTags: ['Users', 'Roles', 'Me'],
      extraOptions: { silent: true },
    }),
    inviteUser: build.mutation<InviteUserResponse, InviteUserRequest>({
      query: (body) => ({ url: 'users/invite', method: 'POST', body }),
      invalidatesTags: ['Users', 'Roles'],
      extraOptions: { silent: true },
    }),
    listRoles: build.query<Role[], void>({
      query: () => 'roles',
      providesTags: ['Roles'],
    }),
    createRole: build.mutation<Role, CreateRoleRequest>({
      query: (body) => ({ url: 'roles', method: 'POST', body }),
      invalidatesTags: ['Roles'],
      extraOptions: { silent: true },
    }),
    updateRole: build.mutation<Role, { id: string; changes: UpdateRoleRequest }>({
      query: ({ id, changes }) => ({ url: `roles/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: ['Roles', 'Users', 'Me'],
      extraOptions: { silent: true },
    }),
    deleteRole: build.mutation<{ id: string }, string>({
      query: (id) => ({ url: `roles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Roles'],
    }),
    listPermissions: build.query<PermissionRecord[], void>({
      query: () => 'permissions',
    }),
  }),
});

export const {
  useListUsersQuery,
  useUpdateUserMutation,
  useInviteUserMutation,
  useListRolesQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useListPermissionsQuery,
} = adminApi;
