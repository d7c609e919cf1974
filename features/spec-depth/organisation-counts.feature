@ui
Feature: The counts of an organisation
  Domain §3: an organisation carries the counts of its users, groups, assets, admin users, system users,
  applications, asset permissions and application permissions. The organisation list (domain §2
  settings/orgs) shows each count in a column of its own (the last five are hidden until chosen in the
  column settings). The values are the seed's Default organisation (mock-server/seed): 24 members
  (16 of the 20 staff, every fifth being in Branch Office, and the personas), 42 of the 60 assets,
  one admin user, three system users (web, dba, ops), four applications (mysql, postgresql, chrome,
  k8s), two asset permissions (web servers, expired grant) and one application permission.
  The second row reads the same counts for Branch Office, so a column showing another organisation's
  number, or another count, fails. The id, is_default and is_root of the clause are not shown to a
  user (users see names, never ids): this feature proves the counts only.

  # One sign-in, one load of the list: each row's column is shown, then read; every row that fails is named.
  @domain.3.organization
  Scenario: the organisation list shows each count of an organisation
    Given "admin" has signed in
    When they open "/ui/settings/orgs"
    And they show each column below in the column settings, its organisation's row showing the count:
      | org           | column                  | count |
      | Default       | Users                   | 24    |
      | Default       | User groups             | 2     |
      | Default       | Assets                  | 42    |
      | Default       | Admin users             | 1     |
      | Default       | System users            | 3     |
      | Default       | Applications            | 4     |
      | Default       | Asset permissions       | 2     |
      | Default       | Application permissions | 1     |
      | Branch Office | Assets                  | 12    |
