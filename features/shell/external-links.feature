@ui
Feature: External links of the menus
  Some menu entries are not pages of the console but links to other parts of the platform (shell §2):
  the web terminal /luna/, the file manager /koko/elfinder/sftp/, the task monitor /core/flower/ and
  the tools download page /core/download/. Each opens its target in a new tab and is offered only to
  a user holding its permission (domain §2: rbac.view_webterminal, rbac.view_filemanager,
  ops.view_taskmonitor; the tools page needs none beyond its view). The permissions below are
  written from domain §2; each persona is made through the platform's RBAC API.

  @shell.2.path.luna @shell.2.path.sftp @shell.2.path.flower @shell.2.path.download @domain.7.external-links @domain.2.console.ops.flower @domain.2.workbench.luna @domain.2.workbench.sftp
  Scenario Outline: the <link> link opens <target> in a new tab for a user holding <needed>
    Given "staff01" holding exactly "<view>, <needed>" has signed in
    When they open "<page>"
    Then the sidebar link "<link>" opens "<target>" in a new tab

    Examples:
      | link           | target               | needed                 | view                                       | page                  |
      | Task monitor   | /core/flower/        | ops.view_taskmonitor   | rbac.view_console, ops.view_task           | /ui/console/ops/tasks |
      | Web terminal   | /luna/               | rbac.view_webterminal  | rbac.view_workbench                        | /ui/workbench/home    |
      | File manager   | /koko/elfinder/sftp/ | rbac.view_filemanager  | rbac.view_workbench                        | /ui/workbench/home    |
      | Tools          | /core/download/      | settings.view_setting  | settings.change_basic                      | /ui/settings/basic    |

  @domain.2.console.ops.flower @domain.2.workbench.luna @domain.2.workbench.sftp
  Scenario Outline: a user holding every permission but <lacking> is not offered the <link> link
    Given "staff01" holding every permission but "<lacking>" has signed in
    When they open "<page>"
    Then the sidebar does not offer "<link>"

    Examples:
      | link         | lacking               | page                  |
      | Task monitor | ops.view_taskmonitor  | /ui/console/ops/tasks |
      | Web terminal | rbac.view_webterminal | /ui/workbench/home    |
      | File manager | rbac.view_filemanager | /ui/workbench/home    |
