@ui
Feature: Tickets routes
  Tickets (domain §2 Tickets) need a licence, tickets.view_ticket and TICKETS_ENABLED; /tickets leads
  to my tickets. Seeded tickets: "user" applied for "Access to web servers #1", assigned to orgadmin and
  admin.

  @domain.2.tickets @shell.2.path.tickets
  Scenario: /tickets leads to my tickets
    Given "user" has signed in
    When they open "/ui/tickets"
    Then the address is "/ui/tickets/my-tickets"
    And they see the heading "My tickets"
    And they see "Access to web servers #1"

  @domain.2.tickets.lists @domain.2.tickets.pages
  Scenario: an org user opens each address below
    Given "user" has signed in
    When they open each address below, seeing its heading:
      | path                                                | heading                        | shows                    |
      | /ui/tickets/my-tickets                              | My tickets                     | Access to web servers #1 |
      | /ui/tickets/tickets/request-asset-perm/create       | Request asset permission       | Submit                   |
      | /ui/tickets/tickets/request-application-perm/create | Request application permission | Submit                   |

  @domain.2.tickets.lists
  Scenario: an org admin opens each address below
    Given "orgadmin" has signed in
    When they open each address below, seeing its heading:
      | path                         | heading          | shows                    |
      | /ui/tickets/assigned-tickets | Assigned tickets | Access to web servers #1 |

  @domain.2.tickets.flow
  Scenario: the super admin opens each address below
    Given "admin" has signed in
    When they open each address below, seeing its heading:
      | path             | heading      | shows |
      | /ui/tickets/flow | Ticket flows | 1     |

  @domain.2.tickets.flow
  Scenario: an org user cannot see the ticket flows
    Given "user" has signed in
    When they open "/ui/tickets/flow"
    Then they see the heading "No permission"

  # The tickets view is checked as a whole (shell §2 checked views): a user it is not shown to is
  # taken home, to the workbench, rather than to an error page.
  @domain.2.tickets @shell.6.licence-routes
  Scenario: without a valid licence the tickets view leads home
    Given the public setting XPACK_LICENSE_IS_VALID is "false"
    And "user" has signed in
    When they open "/ui/tickets/my-tickets"
    Then the address is "/ui/workbench/home"

  @domain.2.tickets @shell.2.path.tickets
  Scenario: without TICKETS_ENABLED the tickets view leads home
    Given the public setting TICKETS_ENABLED is "false"
    And "user" has signed in
    When they open "/ui/tickets/my-tickets"
    Then the address is "/ui/workbench/home"

  @domain.2.tickets @shell.2.path.tickets
  Scenario: without tickets.view_ticket the tickets view leads home
    Given the user "staff01" whose only system role holds "rbac.view_workbench" has signed in
    When they open "/ui/tickets/my-tickets"
    Then the address is "/ui/workbench/home"
