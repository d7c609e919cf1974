@ui @domain.6.ticket-levels
Feature: Who a ticket's approval level is assigned to
  Domain §6: ticket levels are assigned to the super admin, the org admin, both, or custom users
  (domain §3 Ticket flow: each level has an assignee type and an assignee). The flow form offers
  exactly these four assignee types for a level, and the flow's detail names the type the level was
  given (followed by the assignees the server names for it). In Default, the seed's asset-request flow has one level of custom users (orgadmin, admin).

  Scenario: a level's assignee type is one of the four
    Given "admin" has signed in
    When they open "/ui/tickets/flow"
    And they follow the link "Apply for asset"
    And they edit it
    Then the select "Assignee type of level 1" offers exactly "Super admin, Org admin, Super admin and org admin, Custom users"

  Scenario Outline: level 1 assigned to <type> is named so in the flow's detail
    Given "admin" has signed in
    When they open "/ui/tickets/flow"
    And they follow the link "Apply for asset"
    And they edit it
    And they choose "<type>" for "Assignee type of level 1"
    And they press the "Submit" button
    And they follow the link "Apply for asset"
    Then they see a text starting "<shown>"

    Examples:
      | type                      | shown                                |
      | Super admin               | Level 1: Super admin                 |
      | Org admin                 | Level 1: Org admin                   |
      | Super admin and org admin | Level 1: Super admin and org admin   |
