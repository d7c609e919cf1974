@api @shell.6
Feature: The list-page permission matrix
  Each action of a generic list page needs one permission on the page's resource, and some are off
  in the root organisation, which sees every organisation's rows (shell §6, "List-page actions").
  These scenarios check the rules themselves on the user resource (users.*_user); the list-page
  issue runs the same table in the browser.

  @shell.6.list-actions
  Scenario Outline: <action> needs <needs> and is <root rule> in the root org
    Then the list action "<action>" is allowed with exactly the permissions "<needs>" in an ordinary org
    And with every permission on the resource the list action "<action>" is <root rule> in the root org

    Examples: shell §6, List-page actions
      | action      | needs         | root rule |
      | create      | add           | off       |
      | bulk delete | delete        | on        |
      | bulk update | change        | off       |
      | import      | add or change | off       |
      | export      | view          | on        |
      | row edit    | change        | off       |
      | row clone   | add           | off       |
      | row delete  | delete        | on        |
      | name link   | view          | on        |

  @shell.6.list-actions
  Scenario: with no permission on the resource nothing is offered, in any org
    Given a user holding the permissions "assets.view_asset, assets.add_asset, assets.change_asset, assets.delete_asset"
    Then no list action on the "users" model "user" is offered in an ordinary org
    And no list action on the "users" model "user" is offered in the root org

  @shell.6.detail-update @shell.6.detail-delete
  Scenario Outline: on a detail page <button> needs <needs> and is <root rule> in the root org
    Then the detail button "<button>" is allowed with exactly the permissions "<needs>" in an ordinary org
    And with every permission on the resource the detail button "<button>" is <root rule> in the root org

    Examples: shell §6, detail page
      | button | needs  | root rule |
      | Update | change | off       |
      | Delete | delete | on        |

  @shell.5.import-mode-perm
  Scenario Outline: importing in <mode> mode needs <needs>
    Then importing in "<mode>" mode is allowed with exactly the permissions "<needs>"

    Examples: shell §5
      | mode   | needs  |
      | create | add    |
      | update | change |
