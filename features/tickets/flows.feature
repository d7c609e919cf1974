@ui
Feature: Ticket flows
  An administrator sets who approves each kind of request: one or two approval levels, each with an
  assignee type (super admin, org admin, both, custom users) and, for custom users, the users (domain §2
  tickets/flow, §3 Ticket flow). The flow's detail names each level's approvers. In Default, the seed's
  asset-request flow has one level of custom users, orgadmin and admin; the server never deletes a flow.

  @domain.2.tickets.flow @domain.3.ticket-flow
  Scenario: an administrator adds a second level of custom users, and the detail names each level's approvers
    Given "admin" has signed in
    When they open "/ui/tickets/flow"
    Then they do not see "Delete"
    When they follow the link "Apply for asset"
    Then they see "Level 1: Custom user (Org Admin(orgadmin), Administrator(admin))"
    When they edit it
    And they pick "Two level" for "Approve level"
    And they choose "Custom users" for "Assignee type of level 2"
    And they choose "Ordinary User(user)" for "Assignees of level 2"
    And they press the "Submit" button
    And they follow the link "Apply for asset"
    Then they see "Level 1: Custom user (Org Admin(orgadmin), Administrator(admin)); Level 2: Custom user (Ordinary User(user))"
