@ui
Feature: Tickets routes
  Tickets (domain §2 Tickets) need a licence, tickets.view_ticket and TICKETS_ENABLED; /tickets leads
  to my tickets. Seeded tickets: "user" applied for "Access to web servers #1", assigned to orgadmin and
  admin.

  @domain.2.tickets
  Scenario: /tickets leads to my tickets
    Given "user" has signed in
    When they open "/ui/tickets"
    Then the address is "/ui/tickets/my-tickets"

  Scenario Outline: <persona> opens <path>
    Given "<persona>" has signed in
    When they open "<path>"
    Then they see the heading "<heading>"
    And they see "<row>"

    @domain.2.tickets.lists
    Examples: the lists (tickets.view_ticket)
      | persona  | path                       | heading          | row                      |
      | user     | /ui/tickets/my-tickets     | My tickets       | Access to web servers #1 |
      | orgadmin | /ui/tickets/assigned-tickets | Assigned tickets | Access to web servers #1 |

    @domain.2.tickets.pages
    Examples: the request forms
      | persona | path                                        | heading                        | row          |
      | user    | /ui/tickets/tickets/request-asset-perm/create | Request asset permission       | Submit       |
      | user    | /ui/tickets/tickets/request-application-perm/create | Request application permission | Submit |

    @domain.2.tickets.flow
    Examples: the flows (tickets.view_ticketflow)
      | persona | path             | heading      | row |
      | admin   | /ui/tickets/flow | Ticket flows | 1   |

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

  @domain.2.tickets
  Scenario: without TICKETS_ENABLED the tickets view leads home
    Given the public setting TICKETS_ENABLED is "false"
    And "user" has signed in
    When they open "/ui/tickets/my-tickets"
    Then the address is "/ui/workbench/home"

  @domain.2.tickets
  Scenario: without tickets.view_ticket the tickets view leads home
    Given the user "staff01" whose only system role holds "rbac.view_workbench" has signed in
    When they open "/ui/tickets/my-tickets"
    Then the address is "/ui/workbench/home"
