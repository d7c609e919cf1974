@ui
Feature: Whom the product serves and what it manages
  Domain §1: the users are administrators, org admins, org auditors, ordinary users and approvers; the
  product manages users, groups, roles, assets, nodes, platforms, domains, gateways, labels, system
  users, admin users, command filters, accounts, applications, permissions, ACLs, sessions, tickets,
  jobs, audit logs, organisations, subscriptions, cloud sync, backups, change-auth plans, licence and
  branding. Each kind of user reaches the view of their work (the seed's personas, fixtures/personas.ts);
  an approver is whoever a ticket flow assigns (the seed's asset-request flow assigns orgadmin and
  admin), and finds the tickets to approve among their assigned tickets. Each managed thing has its
  entry in an administrator's menus; nodes, gateways and admin users, which have no menu entry of
  their own, are shown in features/spec-depth/other-entities.feature.

  @domain.1.users
  Scenario Outline: <who> (<persona>) works in the <view> view
    Given "<persona>" has signed in
    When they open "/ui/"
    Then the view switcher is on "<view>"

    Examples:
      | who           | persona    | view      |
      | administrator | admin      | Console   |
      | org admin     | orgadmin   | Console   |
      | org auditor   | orgauditor | Audit     |
      | ordinary user | user       | Workbench |

  @domain.1.users
  Scenario: an approver finds the tickets assigned to them, an applicant does not
    Given "orgadmin" has signed in
    When they open "/ui/tickets/assigned-tickets"
    Then they see "Access to web servers #1"
    Given "user" has signed in
    When they open "/ui/tickets/assigned-tickets"
    Then they do not see "Access to web servers #1"

  # One sign-in, one load: the first page is loaded, the others followed inside the console; every
  # row that fails is named.
  @domain.1.scope
  Scenario: an administrator manages each thing from the menu of its page
    Given "admin" has signed in
    Then the sidebar of each page below offers its entries:
      | thing              | page                  | entry                   |
      | users              | /ui/console/dashboard | User list               |
      | groups             | /ui/console/dashboard | User groups             |
      | roles              | /ui/console/dashboard | Roles                   |
      | assets             | /ui/console/dashboard | Asset list              |
      | platforms          | /ui/console/dashboard | Platforms               |
      | domains            | /ui/console/dashboard | Domains                 |
      | labels             | /ui/console/dashboard | Labels                  |
      | system users       | /ui/console/dashboard | System users            |
      | command filters    | /ui/console/dashboard | Command filters         |
      | accounts           | /ui/console/dashboard | Asset accounts          |
      | applications       | /ui/console/dashboard | Databases               |
      | permissions        | /ui/console/dashboard | Asset permissions       |
      | ACLs               | /ui/console/dashboard | Asset login ACL         |
      | jobs               | /ui/console/dashboard | Tasks                   |
      | cloud sync         | /ui/console/dashboard | Cloud centre            |
      | backups            | /ui/console/dashboard | Account backup          |
      | change-auth plans  | /ui/console/dashboard | Change auth plans       |
      | sessions           | /ui/audit/dashboard   | Session list            |
      | audit logs         | /ui/audit/dashboard   | Login log               |
      | tickets            | /ui/tickets/my-tickets | My tickets             |
      | organisations      | /ui/settings/basic    | Organisations           |
      | subscriptions      | /ui/settings/basic    | Message subscriptions   |
      | licence            | /ui/settings/basic    | Licence                 |
      | branding           | /ui/settings/basic    | Interface               |
