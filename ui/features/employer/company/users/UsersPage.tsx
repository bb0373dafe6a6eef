import styled from '@emotion/styled';
import { useCallback, useEffect, useState } from 'react';
import type { CompanyUser } from '../../../../../core/employer/company/Company.ts';
import type { EmployerRole } from '../../../../../core/employer/EmployerProfile.ts';
import { CompanyKeys } from '../../../../../composition/employer/companyKeys.ts';
import { useUseCase } from '../../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../../composition/ui-state/uiStateKeys.ts';
import { Button } from '../../../../components/Button.tsx';
import { useTexts } from '../../../../i18n/useTexts.ts';
import { color } from '../../../../theme/tokens.ts';
import { compactTextBox, dataTable } from '../../../../theme/controls.ts';
import { useEmployerSession } from '../../shell/useEmployerSession.ts';
import { companyFailureKey } from '../companyFailure.ts';
import { InviteUserForm } from './InviteUserForm.tsx';
import { LiveFailure } from '../../../../components/LiveFailure.tsx';

const Table = styled.table`
  ${dataTable}
  margin: 0 0 24px;
  th,
  td {
    vertical-align: middle;
  }
  select {
    ${compactTextBox}
    padding: 4px 8px;
  }
  @media (max-width: 700px) {
    thead {
      display: none;
    }
    tr {
      display: block;
      padding: 8px 0;
      border-bottom: 1px solid ${color.border};
    }
    td {
      display: block;
      border: 0;
      padding: 4px 0;
    }
  }
`;

/** The company's users with their roles (GET/PATCH/DELETE /v2/employer-panel/users), and the invitation form. */
export function UsersPage() {
  const { t } = useTexts();
  const list = useUseCase(CompanyKeys.ListCompanyUsers);
  const update = useUseCase(CompanyKeys.UpdateCompanyUser);
  const remove = useUseCase(CompanyKeys.RemoveCompanyUser);
  const confirmation = useUseCase(UiStateKeys.ConfirmationDialog);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const session = useEmployerSession();
  const me = session.status === 'authenticated' ? session.profile?.id : undefined;
  const [users, setUsers] = useState<readonly CompanyUser[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reload = useCallback(() => {
    void list.execute().match(setUsers, (problem) => setFailure(companyFailureKey(problem)));
  }, [list]);
  useEffect(reload, [reload]);

  const changeRole = (user: CompanyUser, role: EmployerRole) => {
    setFailure(null);
    void update.execute({ id: user.id, changes: { role } }).match(
      () => {
        snackbars.show({ message: 'panel.company.users.changed', variant: 'success' });
        reload();
      },
      (problem) => {
        setFailure(companyFailureKey(problem));
        reload();
      },
    );
  };

  const removeUser = (user: CompanyUser) => {
    setFailure(null);
    void confirmation
      .confirm({
        header: 'panel.company.users.removeHeader',
        text: 'panel.company.users.removeText',
        confirmText: 'panel.company.users.removeConfirm',
        cancelText: 'panel.company.users.cancel',
        onConfirm: () =>
          remove.execute(user.id).mapErr((problem) => {
            snackbars.show({ message: companyFailureKey(problem), variant: 'error' });
            return problem;
          }),
      })
      .then((confirmed) => {
        if (!confirmed) return;
        snackbars.show({ message: 'panel.company.users.removed', variant: 'success' });
        reload();
      });
  };

  return (
    <>
      {users === null && failure === null && <p role="status">{t('panel.loading')}</p>}
      <LiveFailure failure={failure && t(failure)} testId="users-failure" />
      {users && (
        <Table data-testid="company-users">
          <caption>{t('panel.company.users.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('panel.company.users.name')}</th>
              <th scope="col">{t('panel.company.users.email')}</th>
              <th scope="col">{t('panel.company.users.role')}</th>
              <th scope="col">{t('panel.company.users.status')}</th>
              <th scope="col">{t('panel.company.users.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} data-testid="company-user" data-email={user.email}>
                <td>
                  {user.name} {user.id === me && t('panel.company.users.you')}
                </td>
                <td>{user.email}</td>
                <td>
                  <select
                    aria-label={t('panel.company.users.roleOf', { name: user.name })}
                    value={user.role}
                    onChange={(event) => changeRole(user, event.target.value as EmployerRole)}
                    data-testid="company-user-role"
                  >
                    {(['admin', 'recruiter'] as const).map((role) => (
                      <option key={role} value={role}>
                        {t(`panel.company.users.roles.${role}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{t(user.confirmed ? 'panel.company.users.confirmed' : 'panel.company.users.invited')}</td>
                <td>
                  <Button
                    type="button"
                    aria-label={t('panel.company.users.removeLabel', { name: user.name })}
                    onClick={() => removeUser(user)}
                    data-testid="company-user-remove"
                  >
                    {t('panel.company.users.remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <InviteUserForm onInvited={reload} />
    </>
  );
}
