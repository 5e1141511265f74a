import { FolderPlus, Sparkles, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFiles } from '../api/get-files';
import { DocumentGenerator } from '../components/document-generator';
import { FilesPanel } from '../components/files-panel';
import { NewFolderDialog } from '../components/new-folder-dialog';
import { ReadinessEngagement } from '../components/readiness-engagement';
import { ReadinessSummary } from '../components/readiness-summary';
import { SharingPanel } from '../components/sharing-panel';
import { StatCards } from '../components/stat-cards';
import { UploadDialog, type UploadIntent } from '../components/upload-dialog';
import { useListingState } from '../use-listing-state';

/** The Data Room tab: files and folders backed by the server, and the document generator. */
export function DataRoomPage() {
  const listing = useListingState();
  const files = useFiles(listing.query);
  const [tab, setTab] = useState('files');
  const [upload, setUpload] = useState<UploadIntent | null>(null);
  const [newFolder, setNewFolder] = useState(false);
  const data = files.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-white">Data Room</h1>
          <p className="text-sm text-slate-400">Everything an investor needs, organised in one place.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setUpload({ folderId: listing.folderId ?? undefined })}>
            <Upload className="h-4 w-4" aria-hidden="true" /> Upload Files
          </Button>
          <Button variant="secondary" onClick={() => setTab('generate')}>
            <Sparkles className="h-4 w-4" aria-hidden="true" /> Generate Documents
          </Button>
          <Button variant="outline" onClick={() => setNewFolder(true)}>
            <FolderPlus className="h-4 w-4" aria-hidden="true" /> New Folder
          </Button>
        </div>
      </div>

      {data && <StatCards stats={data.stats} />}
      {data && <ReadinessSummary readiness={data.readiness} folders={data.stats.folders} files={data.stats.total_files} />}
      <ReadinessEngagement />

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="files">Files &amp; Folders</TabsTrigger>
          <TabsTrigger value="generate">Generate Documents</TabsTrigger>
          <TabsTrigger value="sharing">Sharing</TabsTrigger>
        </TabsList>
        <TabsContent value="files" className="mt-5">
          <FilesPanel listing={listing} data={data} isLoading={files.isPending} error={files.error} onUpload={setUpload} />
        </TabsContent>
        <TabsContent value="generate" className="mt-5">
          <DocumentGenerator />
        </TabsContent>
        <TabsContent value="sharing" className="mt-5">
          <SharingPanel />
        </TabsContent>
      </Tabs>

      {upload && <UploadDialog open onOpenChange={(open) => !open && setUpload(null)} intent={upload} folders={data?.all_folders ?? []} checklist={data?.checklist ?? []} />}
      <NewFolderDialog open={newFolder} onOpenChange={setNewFolder} parentId={listing.folderId} />
    </div>
  );
}
