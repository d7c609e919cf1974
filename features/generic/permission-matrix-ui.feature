@ui @shell.6.list-actions
Feature: The list-page actions of shell §6 on the real user list
  Each list-page action needs one permission on the resource and some are off in the root
  organisation (shell §6, "List-page actions"). The org admin holds every users.*_user permission in
  Default; the super admin holds them all and may use the root organisation. (The org auditor, who
  holds only view, has no console organisations and never reaches this page, so the "lacking"
  column is checked in the root org, where the off-in-root actions are withheld from the super admin.) "offered" means present and enabled; a control that is absent or disabled is "withheld".

  Scenario Outline: <action> (needs <needs>) for an org admin in Default
    Given "orgadmin" is on the user list
    Then the list action "<action>" is offered

    Examples:
      | action      | needs  |
      | create      | add    |
      | bulk delete | delete |
      | bulk update | change |
      | import      | add or change |
      | export      | view   |
      | row edit    | change |
      | row clone   | add    |
      | row delete  | delete |
      | name link   | view   |

  Scenario Outline: <action> in the root organisation (off in root org: <off>)
    Given "admin" is on the user list in the root organisation
    Then the list action "<action>" is <verdict>

    Examples:
      | action      | off | verdict  |
      | create      | yes | withheld |
      | bulk delete | no  | offered  |
      | bulk update | yes | withheld |
      | import      | yes | withheld |
      | export      | no  | offered  |
      | row edit    | yes | withheld |
      | row clone   | yes | withheld |
      | row delete  | no  | offered  |
      | name link   | no  | offered  |
